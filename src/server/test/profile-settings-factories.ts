import { crc32 } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { OwnProfile, ProfileSettingsInput } from "../../core/contracts/profile-settings";
import type { Database } from "../db/client";
import { type AccountOptions, createAccount, type TestAccount } from "./auth-helpers";
import { type BuildProfessionalOptions, buildProfessional } from "./factories";

/** Profile-settings test helpers (issue 7 §3): owners with sessions, uploads, generated images and PDFs. */

export interface ProfileOwner extends TestAccount {
  professionalId: string;
}

/** A signed-in professional (real sign-up) who owns a claimed profile. */
export async function createProfileOwner(
  app: FastifyInstance,
  database: Database,
  options: BuildProfessionalOptions & { account?: AccountOptions } = {},
): Promise<ProfileOwner> {
  const account = await createAccount(app, { accountType: "professional", ...options.account });
  const { id } = await buildProfessional(database, { ...options, ownerId: account.userId });
  return { ...account, professionalId: id };
}

/** The PUT body that saves `profile` unchanged. */
export function documentOf(profile: OwnProfile): ProfileSettingsInput {
  return {
    updatedAt: profile.updatedAt,
    firstName: profile.firstName,
    lastName: profile.lastName,
    headline: profile.headline,
    bio: profile.bio,
    city: profile.city,
    state: profile.state,
    country: profile.country,
    linkedinUrl: profile.linkedinUrl,
    visibility: profile.visibility,
    certifications: profile.certifications,
    workHistory: profile.workHistory,
    education: profile.education,
  };
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartFile(
  field: string,
  file: { name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = "----standingprofiletest";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from("\r\n"),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A photo whose orientation can be checked after processing: 600×300, top half red, bottom half blue, tagged
 * with EXIF orientation 6 (display rotated 90° clockwise) and a camera make, in the given format.
 */
export async function orientedPhoto(format: "jpeg" | "png" | "webp" = "jpeg"): Promise<Buffer> {
  const red = await sharp({ create: { width: 600, height: 150, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  const base = sharp({ create: { width: 600, height: 300, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, top: 0, left: 0 }])
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "StandingTestCam", Copyright: "Secret GPS Owner" } } });
  return base.toFormat(format).toBuffer();
}

/** A PNG whose header claims `width`×`height` with a token image body (for the megapixel limit). */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small, well-formed one-page PDF. */
export function tinyPdf(text = "Resume"): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>",
  ];
  const stream = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
