import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, cvFileName } from '../../../../../src/shared/contracts/jobs-cv';
import { cvFileProblem, cvSummary, fileSize } from '../../../../../src/renderer/features/jobs/components/cv-section';

describe('the CV section', () => {
  it('refuses before sending what is not a PDF, an empty file or more than 5 MB, in Spanish', () => {
    expect(cvFileProblem({ name: 'cv.docx', size: 10, type: 'application/msword' })).toBe('«cv.docx» no es un PDF: sube tu CV en formato PDF.');
    expect(cvFileProblem({ name: 'cv.pdf', size: 0, type: 'application/pdf' })).toBe('«cv.pdf» está vacío.');
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1, type: 'application/pdf' })).toBe('«cv.pdf» pesa 5.0 MB; el máximo es 5 MB.');
    // A phone may give no type: the name decides (the server reads the bytes anyway).
    expect(cvFileProblem({ name: 'CV.PDF', size: 1000, type: '' })).toBeNull();
    expect(cvFileProblem({ name: 'cv', size: 1000, type: 'application/pdf' })).toBeNull();
  });

  it('sizes read as people say them', () => {
    expect(fileSize(100)).toBe('1 KB');
    expect(fileSize(820 * 1024)).toBe('820 KB');
    expect(fileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
  });

  it('says which CV the companies get, including a chosen PDF that is gone', () => {
    const file = { original_name: 'cv.pdf', size: 1, uploaded_at: '2026-11-24T10:00:00Z' };
    expect(cvSummary({ cv_type: 'uploaded', file, effective_type: 'uploaded' })).toContain('tu CV en PDF');
    expect(cvSummary({ cv_type: 'uploaded', file: null, effective_type: 'generated' })).toContain('Tu PDF ya no está');
    expect(cvSummary({ cv_type: null, file: null, effective_type: 'generated' })).toContain('generado a partir de tu perfil');
  });

  it('the download is named after the person, without accents', () => {
    expect(cvFileName('Luis Ángel Peña Ruiz')).toBe('cv-luis-angel-pena-ruiz.pdf');
    expect(cvFileName('   ')).toBe('cv-candidato.pdf');
  });
});
