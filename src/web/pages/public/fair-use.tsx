import { FAIR_USE } from "../../../core/content/legal/fair-use";
import { LegalDocumentPage } from "../../features/marketing/legal-document";

export default function FairUsePage() {
  return <LegalDocumentPage doc={FAIR_USE} />;
}
