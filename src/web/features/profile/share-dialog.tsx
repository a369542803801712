import { Copy, Mail, Share2 } from "lucide-react";
import { toast } from "sonner";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";

export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("clipboard unavailable");
    await navigator.clipboard.writeText(url);
    toast.success(DIRECTORY.linkCopied);
    return true;
  } catch {
    toast.error(DIRECTORY.linkCopyFailed);
    return false;
  }
}

/** "Share Profile": the link to copy, or to send by e-mail or LinkedIn. */
export function ShareDialog({ url, name }: { url: string; name: string }) {
  const encoded = encodeURIComponent(url);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DIRECTORY.shareProfile}</DialogTitle>
          <DialogDescription>Share {name}'s verified profile.</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
