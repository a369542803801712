import type { FailedSignIn } from "../../core/contracts/account";

/**
 * The network an address belongs to, not the machine: IPv4 keeps three parts (203.0.113.x), IPv6 its first three
 * groups (2001:db8:85a3::/48). Enough for the owner to tell "that was my office" from "that was not me" (D314).
 */
export function approximateAddress(address: string | null): string | null {
  if (!address) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (address.includes(":")) {
    const groups = address.split("::")[0]!.split(":").filter(Boolean).slice(0, 3);
    return `${groups.join(":")}::/48`;
  }
  return null;
}

export function presentFailedSignIn(row: {
  id: number;
  createdAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}): FailedSignIn {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    approximateAddress: approximateAddress(row.ipAddress),
    userAgent: row.userAgent ? row.userAgent.slice(0, 300) : null,
  };
}
