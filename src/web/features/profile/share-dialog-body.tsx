import { Copy, Mail } from "lucide-react";
import { DIRECTORY } from "../../../core/messages";
import type { LazyDialogState } from "../../components/lazy-dialog-button";
import { Button } from "../../components/ui/button";
import { TitledDialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { toastLater } from "../../lib/toast-later";

export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("clipboard unavailable");
    await navigator.clipboard.writeText(url);
    toastLater((toast) => toast.success(DIRECTORY.linkCopied));
    return true;
  } catch {
    toastLater((toast) => toast.error(DIRECTORY.linkCopyFailed));
    return false;
  }
}

/** "Share Profile": the link to copy, or to send by e-mail or LinkedIn (opened by `ShareDialog`, share-dialog.tsx). */
export default function ShareDialogBody({ url, name, ...dialog }: { url: string; name: string } & LazyDialogState) {
  const encoded = encodeURIComponent(url);
  return (
    <TitledDialog {...dialog} title={DIRECTORY.shareProfile} description={<>Share {name}'s verified profile.</>}>
      <div className="flex gap-2">
        <label htmlFor="share-url" className="sr-only">
          Profile link
        </label>
        <Input id="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button onClick={() => void copyLink(url)}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:?subject=${encodeURIComponent(`${name} on Standing`)}&body=${encoded}`}>
            <Mail aria-hidden="true" />
            E-mail
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            LinkedIn
          </a>
        </Button>
      </div>
    </TitledDialog>
  );
}
