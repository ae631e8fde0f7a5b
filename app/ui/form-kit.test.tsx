import { describe, expect, it } from 'vitest';
import { renderInRouter } from '~/features/frame/render-in-router.test-helper.tsx';
import { Checkbox, ChoiceGroup, FormKit, SelectField, TextField } from './form-kit.tsx';

const reply = {
  ok: false as const,
  fieldErrors: { email: 'auth.error.emailInvalid', kinds: 'auth.error.acceptTerms' },
  formError: 'auth.error.tooManyAttempts',
  formErrorParams: { minutes: 5 },
  values: { email: 'not-an-address', country: 'ES', kinds: ['wall'] },
};

function page(props: { locale?: 'en' | 'es' } = {}) {
  return renderInRouter(
    <FormKit reply={reply} defaults={{ name: 'Ana' }}>
      <TextField name="name" label="Name" hint="As on your card" />
      <TextField name="email" label="Email" type="email" required />
      <SelectField name="country" label="Country" options={[{ value: 'ES', label: 'Spain' }, { value: 'PT', label: 'Portugal' }]} emptyLabel="" />
      <ChoiceGroup name="kinds" legend="Kinds" options={[{ value: 'reef', label: 'Reef' }, { value: 'wall', label: 'Wall' }]} />
      <Checkbox name="terms" label="I accept" />
    </FormKit>,
    { locale: props.locale, namespaces: ['common', 'frame', 'auth'] },
  );
}

describe('the form kit', () => {
  it('shows a refused form again: values as typed, each error tied to its field, the first one focused', () => {
    const html = page();
    expect(html).toContain('value="Ana"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toMatch(/<input[^>]*id="field-email"[^>]*>/);
    const email = /<input[^>]*id="field-email"[^>]*>/.exec(html)![0];
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="field-email-error"');
    expect(email).toContain('autofocus');
    expect(html).toContain('<p id="field-email-error" class="mt-1 text-sm font-medium text-red-800">This does not look like an email address.</p>');
    expect(html).toContain('Too many attempts. For your safety, please try again in 5 minutes.');
    const name = /<input[^>]*id="field-name"[^>]*>/.exec(html)![0];
    expect(name).toContain('aria-describedby="field-name-hint"');
    expect(name).not.toContain('aria-invalid');
    expect(name).not.toContain('autofocus');
    expect(html).toMatch(/<option value="ES" selected="">Spain<\/option>/);
    expect(/<input id="field-kinds-wall"[^>]*>/.exec(html)![0]).toContain('checked=""');
    expect(/<input id="field-kinds-reef"[^>]*>/.exec(html)![0]).not.toContain('checked');
    expect(html).toContain('<fieldset id="field-kinds" class="min-w-0" aria-invalid="true" aria-describedby="field-kinds-error">');
    expect(html).toContain('role="alert"');
  });

  it('speaks the visitor’s language and never draws a browser validation bubble', () => {
    const html = page({ locale: 'es' });
    expect(html).toMatch(/<form[^>]*novalidate=""/i);
    expect(html).toContain('Esto no parece una dirección de correo.');
    expect(html).toContain('vuelve a intentarlo dentro de 5 minutos');
  });
});
