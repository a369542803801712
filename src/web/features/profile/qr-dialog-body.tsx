import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { DIRECTORY } from "../../../core/messages";
import type { LazyDialogState } from "../../components/lazy-dialog-button";
import { Button } from "../../components/ui/button";
import { TitledDialog } from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { saveFile } from "../../lib/save-file";
import { toastLater } from "../../lib/toast-later";

/** A PNG data URL of the QR code, made in the browser: the profile URL is never sent to a QR service. */
export async function qrDataUrl(url: string): Promise<string> {
  const QRCode = await import("qrcode");
  return QRCode.toDataURL(url, { width: 300, margin: 2, errorCorrectionLevel: "M" });
}

function fileSlug(name: string): string {
  return (
    name
      .normalize("NFD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "profile"
  );
}

/** "QR Code": scan to view the profile, download it as PNG (opened by `QrDialog`, qr-dialog.tsx). */
export default function QrDialogBody({ url, name, ...dialog }: { url: string; name: string } & LazyDialogState) {
  const { open } = dialog;
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || image) return;
    let live = true;
    qrDataUrl(url)
      .then((d) => live && setImage(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, image, url]);

  const download = async () => {
    try {
      const data = image ?? (await qrDataUrl(url));
      saveFile(data, `standing-${fileSlug(name)}-qr.png`);
      toastLater((toast) => toast.success(DIRECTORY.qrDownloaded));
    } catch {
      toastLater((toast) => toast.error(DIRECTORY.qrFailed));
    }
  };

  return (
    <TitledDialog {...dialog} title={DIRECTORY.qrCode} description={DIRECTORY.qrScan}>
      <div className="flex justify-center">
        {image ? (
          <img
            src={image}
            alt={`QR code linking to ${name}'s profile`}
            width={300}
            height={300}
            className="rounded-md border"
          />
        ) : failed ? (
          <p className="text-sm text-destructive">{DIRECTORY.qrFailed}</p>
        ) : (
          <Skeleton className="size-[300px] max-w-full" />
        )}
      </div>
      <Button onClick={() => void download()} disabled={failed}>
        <Download aria-hidden="true" />
        Download PNG
      </Button>
    </TitledDialog>
  );
}
