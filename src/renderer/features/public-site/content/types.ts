/** One numbered section of a legal document: a heading, its paragraphs and, when natural, a list. */
export interface LegalSection { id: string; heading: string; paragraphs: string[]; list?: string[] }

/** A legal document (aviso de privacidad, términos, política de cookies) as plain data. */
export interface LegalDocument { title: string; updatedAt: string; summary: string; sections: LegalSection[] }

/** One question of the FAQ; each string of `answer` is a paragraph. */
export interface FaqItem { id: string; question: string; answer: string[] }

/** A group of questions under one title. */
export interface FaqGroup { id: string; title: string; items: FaqItem[] }
