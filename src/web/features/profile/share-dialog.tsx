import { Share2 } from "lucide-react";
import { lazy } from "react";
import { LazyDialogButton } from "../../components/lazy-dialog-button";

const load = () => import("./share-dialog-body");
const ShareDialogBody = lazy(load);

/** "Share": the button; the dialog is fetched on first use (D273). */
export function ShareDialog({ url, name }: { url: string; name: string }) {
  return (
    <LazyDialogButton dialog={ShareDialogBody} preload={load} dialogProps={{ url, name }}>
      <Share2 aria-hidden="true" />
      Share
    </LazyDialogButton>
  );
}
