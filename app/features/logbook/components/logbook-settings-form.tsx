// The logbook's part of the account settings: the privacy a new dive starts with, whether private
// dives count (without a name) in the sites' figures, and the gradient factors of the profile's ceiling.
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { Checkbox, ChoiceGroup, FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { DIVE_PRIVACY } from '../dive-vocabulary.ts';
import type { LogbookSettings } from '../logbook-settings.server.ts';

export function LogbookSettingsForm({ settings, reply }: { settings: LogbookSettings; reply: Partial<FormReply> | undefined }) {
  const t = useT();
  const defaults = {
    defaultPrivacy: settings.defaultPrivacy,
    countPrivateInFigures: settings.countPrivateInFigures ? 'on' : '',
    gfLowPercent: String(settings.gfLowPercent),
    gfHighPercent: String(settings.gfHighPercent),
  };
  return (
    <FormKit intent="logbook" reply={reply} defaults={defaults} idPrefix="logbook" className="space-y-5" data-testid="logbook-settings">
      <p className="text-sm text-slate-700">{t('logbook.settings.intro')}</p>
      <ChoiceGroup
        name="defaultPrivacy"
        type="radio"
        legend={t('logbook.settings.defaultPrivacy')}
        columns={1}
        options={DIVE_PRIVACY.map((value) => ({ value, label: t(`logbook.privacy.${value}`), hint: t(`logbook.privacy.${value}.hint`) }))}
      />
      <div className="space-y-1">
        <Checkbox name="countPrivateInFigures" label={t('logbook.settings.countPrivate')} />
        <p className="pl-7 text-sm text-slate-600">{t('logbook.settings.countPrivateHint')}</p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{t('logbook.settings.gradientFactors')}</legend>
        <p className="text-sm text-slate-600">{t('logbook.settings.gradientFactorsHint')}</p>
        <div className="grid max-w-sm grid-cols-2 gap-3">
          <TextField name="gfLowPercent" type="number" inputMode="numeric" label={t('logbook.settings.gfLow')} />
          <TextField name="gfHighPercent" type="number" inputMode="numeric" label={t('logbook.settings.gfHigh')} />
        </div>
      </fieldset>
      <SubmitButton name="intent" value="logbook">
        {t('logbook.settings.save')}
      </SubmitButton>
    </FormKit>
  );
}
