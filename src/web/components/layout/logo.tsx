export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl font-bold tracking-tight text-primary">Standing</span>
    </span>
  );
}
