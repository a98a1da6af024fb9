import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

/**
 * What a visitor typed into a served form before the app took it over. The form works as plain
 * HTML from the first paint, so a patient on a slow phone may fill a field before hydration; React
 * then holds the field's value as its state's ('' at first) and writes that back into the field at
 * the next change of any other field, wiping what was typed. Once, after hydration, the fields'
 * current text is taken into the state, so nothing typed early is lost.
 */
export function useTypedBeforeStart<Values extends { [Name in keyof Values]: string }>(
  setValues: Dispatch<SetStateAction<Values>>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      if (
        (element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement) &&
        element.name &&
        element.type !== 'hidden'
      ) {
        // A group of radio buttons is one field: the checked one's value, or nothing chosen yet.
        if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
          if (element.checked) typed[element.name] = element.value;
        } else typed[element.name] = element.value;
      }
    }
    setValues((current) => {
      const names = (Object.keys(current) as Array<keyof Values & string>).filter(
        (name) => name in typed && typed[name] !== current[name],
      );
      if (names.length === 0) return current;
      const next = { ...current };
      for (const name of names) next[name] = typed[name] as Values[typeof name];
      return next;
    });
  }, [setValues]);
  return formRef;
}
