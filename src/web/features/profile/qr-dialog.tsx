import { QrCode } from "lucide-react";
import { lazy } from "react";
import { LazyDialogButton } from "../../components/lazy-dialog-button";

const load = () => import("./qr-dialog-body");
const QrDialogBody = lazy(load);

/** "QR Code": the button; the dialog and the QR encoder are fetched on first use (D273). */
export function QrDialog({ url, name }: { url: string; name: string }) {
  return (
    <LazyDialogButton dialog={QrDialogBody} preload={load} dialogProps={{ url, name }}>
      <QrCode aria-hidden="true" />
      QR Code
    </LazyDialogButton>
  );
}
