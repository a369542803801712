/**
 * A one-page PDF of an invoice (the local test-mode provider's invoices; Stripe hosts its own). Plain PDF 1.4 with
 * the standard Helvetica font: no dependency, text only, escaped.
 */
export interface InvoicePdfInput {
  id: string;
  issuedAt: Date;
  customerEmail: string;
  description: string;
  amountCents: number;
  currency: string;
  status: string;
  periodStart: Date | null;
  periodEnd: Date | null;
}

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
const day = (d: Date) => d.toISOString().slice(0, 10);

export function renderInvoicePdf(i: InvoicePdfInput): Buffer {
  const lines: Array<[number, string]> = [
    [20, "Standing"],
    [12, "Invoice (test mode: no real payment was taken)"],
    [11, ""],
    [11, `Invoice: ${i.id}`],
    [11, `Date: ${day(i.issuedAt)}`],
    [11, `Billed to: ${i.customerEmail}`],
    [11, ""],
    [11, `${i.description}`],
    [11, i.periodStart && i.periodEnd ? `Period: ${day(i.periodStart)} to ${day(i.periodEnd)}` : ""],
    [11, `Amount: ${(i.amountCents / 100).toFixed(2)} ${i.currency.toUpperCase()}`],
    [11, `Status: ${i.status === "open" ? "unpaid" : i.status}`],
  ];
  let y = 780;
  const text = lines
    .map(([size, t]) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td (${esc(t)}) Tj ET`;
      y -= size + 10;
      return line;
    })
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, n) => {
    offsets.push(Buffer.byteLength(out));
    out += `${n + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
