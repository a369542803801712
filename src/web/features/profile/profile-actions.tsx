import { useOrigin } from "../../lib/use-origin";
import { island } from "../../prerender/island";
import { QrDialog, ShareDialog } from "./profile-dialogs";

/** The header's Share and QR Code buttons, with the profile's address. */
export function ProfileActions({ profileId, name }: { profileId: string; name: string }) {
  const url = `${useOrigin()}/profile/${profileId}`;
  return (
    <>
      <ShareDialog url={url} name={name} />
      <QrDialog url={url} name={name} />
    </>
  );
}

/**
 * On a visitor's server-drawn profile these buttons are the page's only island besides the site's header and
 * overlays: the rest of the page stays the server's HTML and costs no script time on a phone (D273).
 */
export const ProfileActionsIsland = island("profile-actions", ProfileActions);
