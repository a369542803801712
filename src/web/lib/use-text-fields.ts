import { useState } from "react";

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * The values and inline errors of a small form kept in state (D381: a form of one or two fields keeps `useState`),
 * with `bind(name)` for its `TextField`: the box's id (`${form}-${name}`) and name, its value, its error, and a change
 * handler that stores the value and clears that field's error (and those named in `alsoClears`, for an error that
 * judged this field against another).
 */
export function useTextFields<K extends string>(form: string, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const bind = (name: K, alsoClears: readonly K[] = []) => ({
    id: `${form}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        const next = { ...current };
        for (const key of [name, ...alsoClears]) delete next[key];
        return next;
      });
    },
  });
  return { values, errors, setValues, setErrors, bind };
}
