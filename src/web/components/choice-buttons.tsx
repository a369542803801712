/**
 * One of a few choices as a row of buttons, the chosen one pressed (`aria-pressed`), named as a group by `label`:
 * a filter that applies at once. The caller styles a button, chosen or not.
 */
export function ChoiceButtons<V extends string>({
  label,
  choices,
  value,
  onChange,
  className,
  buttonClassName,
}: {
  label: string;
  choices: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  className: string;
  buttonClassName: (chosen: boolean) => string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.value === value}
          className={buttonClassName(choice.value === value)}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
