import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeStart } from './typed-before-start';

interface Values {
  name: string;
  phone: string;
  kind: string;
}

function PatientForm() {
  const [values, setValues] = useState<Values>({ name: '', phone: '', kind: '' });
  const formRef = useTypedBeforeStart(setValues);
  return (
    <form ref={formRef}>
      <input
        aria-label="Name"
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <input
        aria-label="Phone"
        name="phone"
        value={values.phone}
        onChange={(e) => setValues({ ...values, phone: e.target.value })}
      />
      {['compliment', 'complaint'].map((kind) => (
        <input
          key={kind}
          aria-label={kind}
          type="radio"
          name="kind"
          value={kind}
          checked={values.kind === kind}
          onChange={() => setValues({ ...values, kind })}
        />
      ))}
    </form>
  );
}

describe('a served form filled before the app started', () => {
  it('keeps what was typed when the next field changes after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PatientForm />);
    document.body.append(container);
    // The visitor types into the plain HTML form before the script has run.
    (container.querySelector('[name="name"]') as HTMLInputElement).value = 'Asha Roy';
    (container.querySelector('[value="complaint"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, <PatientForm />);
    });
    fireEvent.change(container.querySelector('[name="phone"]')!, { target: { value: '9830000000' } });
    expect((container.querySelector('[name="name"]') as HTMLInputElement).value).toBe('Asha Roy');
    expect((container.querySelector('[name="phone"]') as HTMLInputElement).value).toBe('9830000000');
    expect((container.querySelector('[value="complaint"]') as HTMLInputElement).checked).toBe(true);
    container.remove();
  });
});
