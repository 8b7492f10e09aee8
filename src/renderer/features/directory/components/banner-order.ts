/** Paragraphs of a landing text: blank lines separate them, single line breaks stay inside. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
