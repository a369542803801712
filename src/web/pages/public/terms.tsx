import { TERMS } from "../../../core/content/legal/terms";
import { LegalDocumentPage } from "../../features/marketing/legal-document";

export default function TermsPage() {
  return <LegalDocumentPage doc={TERMS} />;
}
