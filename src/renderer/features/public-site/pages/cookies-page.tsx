import { LegalDocument } from '../components/legal-document';
import { cookiePolicy } from '../content/cookies';

export default function CookiesPage() {
  return <LegalDocument content={cookiePolicy} />;
}
