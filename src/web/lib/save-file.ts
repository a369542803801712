/** Hands the browser a file to save as `name`: a data URL or a blob (whose object URL is released once it is taken). */
export function saveFile(file: string | Blob, name: string) {
  const href = typeof file === "string" ? file : URL.createObjectURL(file);
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  if (typeof file !== "string") setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
