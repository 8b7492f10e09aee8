import { LegalDocument } from '../components/legal-document';
import { privacyNotice } from '../content/privacy';

export default function PrivacyPage() {
  return <LegalDocument content={privacyNotice} />;
}
