import { PRIVACY } from "../../../core/content/legal/privacy";
import { LegalDocumentPage } from "../../features/marketing/legal-document";

export default function PrivacyPage() {
  return <LegalDocumentPage doc={PRIVACY} />;
}
