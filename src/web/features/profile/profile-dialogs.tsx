import { type LucideIcon, QrCode, Share2 } from "lucide-react";
import { type ComponentType, lazy } from "react";
import { LazyDialogButton, type LazyDialogState } from "../../components/lazy-dialog-button";

type ProfileLink = { url: string; name: string };

/** A profile's button whose dialog (given the profile's link and name) is fetched on first use (D273). */
function profileDialogButton(
  load: () => Promise<{ default: ComponentType<ProfileLink & LazyDialogState> }>,
  Icon: LucideIcon,
  label: string,
) {
  const Body = lazy(load);
  return function ProfileDialogButton({ url, name }: ProfileLink) {
    return (
      <LazyDialogButton dialog={Body} preload={load} dialogProps={{ url, name }}>
        <Icon aria-hidden="true" />
        {label}
      </LazyDialogButton>
    );
  };
}

/** "QR Code": the dialog and the QR encoder come on first use. */
export const QrDialog = profileDialogButton(() => import("./qr-dialog-body"), QrCode, "QR Code");

/** "Share": the dialog comes on first use. */
export const ShareDialog = profileDialogButton(() => import("./share-dialog-body"), Share2, "Share");
