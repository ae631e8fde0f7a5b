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

  it('gives a textarea with a limit its count, and a refused over-long text back whole with the limit in its message', () => {
    const typed = 'Blue Hole. '.repeat(500);
    const html = renderInRouter(
      <FormKit reply={{ ok: false, fieldErrors: { body: 'inbox.error.bodyTooLong' }, fieldErrorParams: { body: { max: 5000 } }, values: { body: typed } }}>
        <TextField name="body" label="Message" rows={3} maxLength={5000} />
        <TextField name="note" label="Note" rows={2} />
        <TextField name="reason" label="Reason" rows={2} maxLength={500} />
      </FormKit>,
      { namespaces: ['common', 'inbox'] },
    );
    const area = /<textarea[^>]*id="field-body"[^>]*>/.exec(html)![0];
    // Before the page runs in the browser: the browser's own limit, and the limit said.
    expect(area).toContain('maxLength="5000"');
    expect(area).toContain('aria-describedby="field-body-error field-body-count"');
    expect(html).toContain(`>${typed}</textarea>`);
    expect(html).toContain('<p id="field-body-count" class="mt-1 text-sm font-medium text-red-800">Up to 5,000 characters.</p>');
    expect(html).toContain('<p aria-live="polite" class="sr-only"></p>');
    expect(html).toContain('This is too long: at most 5,000 characters. Shorten it and send it again; what you wrote is kept.');
    expect(html).toContain('<p id="field-reason-count" class="mt-1 text-sm text-slate-600">Up to 500 characters.</p>');
    // A textarea without a limit has no count.
    expect(html).not.toContain('field-note-count');
  });
});
