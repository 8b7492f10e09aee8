import type { Readable } from 'node:stream';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-time';
import { type CandidateProfile, EDUCATION_LEVEL_LABELS } from '../../../shared/contracts/jobs-profile';
import { PDF_GREY, PDF_MARGIN, createPdfSheet } from '../../lib/pdf-sheet';

const monthYear = new Intl.DateTimeFormat('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });

/** "ene 2021" from a day (YYYY-MM-DD); the day is a calendar date, so read it in UTC. */
export const cvMonth = (day: string) => monthYear.format(new Date(`${day}T12:00:00Z`)).replace('.', '');
/** "mar 2019 – actual" or "ene 2020 – dic 2022". */
export const cvPeriod = (from: string, to: string | null) => `${cvMonth(from)} – ${to ? cvMonth(to) : 'actual'}`;

const ACCENT = '#1f3a5f';

/**
 * The CV generated from the profile: one clean column that prints well in black and white and
 * that applicant-tracking systems read as text (no tables, no images): name and headline, the
 * contact line, then summary, experience (newest first), education, courses, soft skills and the
 * categories looked for. Empty sections are left out rather than printed empty.
 */
export function renderCvPdf(profile: CandidateProfile, at: Date): Readable {
  const { doc, width } = createPdfSheet({ info: { Title: `CV de ${profile.name}`, Author: profile.name, Subject: 'Currículum vitae' } });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(profile.name, PDF_MARGIN, PDF_MARGIN, { width });
  if (profile.headline) doc.font('Helvetica').fontSize(12).fillColor('#000000').text(profile.headline, { width });
  const place = [profile.municipality?.name, profile.state?.name].filter(Boolean).join(', ');
  const contact = [profile.email, profile.phone, place].filter(Boolean).join('  ·  ');
  doc.moveDown(0.3).font('Helvetica').fontSize(9.5).fillColor(PDF_GREY).text(contact, { width });
  const ruleY = doc.y + 6;
  doc.save().moveTo(PDF_MARGIN, ruleY).lineTo(PDF_MARGIN + width, ruleY).lineWidth(1).strokeColor(ACCENT).stroke().restore();
  doc.y = ruleY + 10;

  const heading = (title: string) => {
    if (doc.y > doc.page.height - 110) doc.addPage();
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(title.toUpperCase(), PDF_MARGIN, doc.y, { width, characterSpacing: 0.5 });
    doc.moveDown(0.25).fillColor('#000000');
  };
  const entry = (title: string, subtitle: string, period: string, body?: string) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const top = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(PDF_GREY).text(period, PDF_MARGIN, top, { width, align: 'right' });
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#000000').text(title, PDF_MARGIN, top, { width: width - 130 });
    if (subtitle) doc.font('Helvetica').fontSize(10).text(subtitle, { width: width - 130 });
    if (body) doc.moveDown(0.15).font('Helvetica').fontSize(9.5).text(body, { width, lineGap: 1.5 });
    doc.moveDown(0.5);
  };

  if (profile.summary) {
    heading('Perfil');
    doc.font('Helvetica').fontSize(10).text(profile.summary, { width, lineGap: 2 });
  }
  if (profile.experience.length) {
    heading('Experiencia laboral');
    const jobs = [...profile.experience].sort((a, b) => (b.ended_on ?? '9999').localeCompare(a.ended_on ?? '9999') || b.started_on.localeCompare(a.started_on));
    for (const job of jobs) entry(job.position, job.company, cvPeriod(job.started_on, job.ended_on), job.description || undefined);
  }
  if (profile.education.length) {
    heading('Escolaridad');
    const studies = [...profile.education].sort((a, b) => b.started_on.localeCompare(a.started_on));
    for (const study of studies) {
      entry([EDUCATION_LEVEL_LABELS[study.level], study.field].filter(Boolean).join(' en '), study.institution, cvPeriod(study.started_on, study.ended_on));
    }
  }
  if (profile.courses.length) {
    heading('Cursos y certificaciones');
    for (const course of profile.courses) {
      const details = [course.institution, course.hours ? `${course.hours} h` : null].filter(Boolean).join(' · ');
      entry(course.name, details, course.completed_on ? cvMonth(course.completed_on) : '');
    }
  }
  if (profile.soft_skills.length) {
    heading('Habilidades');
    doc.font('Helvetica').fontSize(10).text(profile.soft_skills.map((skill) => skill.name).join('  ·  '), { width, lineGap: 2 });
  }
  if (profile.job_categories.length) {
    heading('Áreas de interés');
    doc.font('Helvetica').fontSize(10).text(profile.job_categories.map((category) => category.name).join('  ·  '), { width });
  }

  doc.moveDown(1.5).font('Helvetica').fontSize(7.5).fillColor(PDF_GREY).text(`Generado en Superempleos el ${longDay.format(at)}.`, PDF_MARGIN, doc.y, { width, align: 'center' });
  doc.end();
  return doc;
}
