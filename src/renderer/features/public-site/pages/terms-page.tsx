import { LegalDocument } from '../components/legal-document';
import { termsOfService } from '../content/terms';

export default function TermsPage() {
  return <LegalDocument content={termsOfService} />;
}
