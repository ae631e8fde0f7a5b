// The push part of the notification settings page: "push on this device" (drawn once the page knows
// what this browser can do: nothing to press where it cannot receive pushes or blocks them) and the
// member's devices that receive pushes, each with a button that stops them (a plain form).
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { describeDevice } from '~/features/members/device.ts';
import { useT } from '~/lib/use-translation.ts';
import { LocalTime } from '~/ui/local-time.tsx';
import { buttonClass, FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';
import { currentSubscription, endpointFingerprint, pushSupported, turnPushOff, turnPushOn, type PushState } from './push-device.ts';

export type PushDeviceView = { id: number; fingerprint: string; userAgent: string | null; createdAt: string; lastSuccessAt: string | null };

/** Which of the member's devices is this browser (its fingerprint), once known. */
function useThisDevice(devices: readonly PushDeviceView[]) {
  const [state, setState] = useState<PushState>('checking');
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const check = async () => {
      if (!pushSupported()) return setState('unsupported');
      if (Notification.permission === 'denied') return setState('denied');
      const subscription = await currentSubscription();
      const own = subscription ? await endpointFingerprint(subscription.endpoint) : null;
      if (!current) return;
      setFingerprint(own);
      // A browser the site no longer lists (removed from another device) is off: turning it on lists it again.
      setState(own && devices.some((device) => device.fingerprint === own) ? 'on' : 'off');
    };
    check().catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [devices]);
  return { state, setState, fingerprint };
}

export function PushSettings({ publicKey, devices }: { publicKey: string | null; devices: readonly PushDeviceView[] }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const { state, setState, fingerprint } = useThisDevice(devices);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (state === 'on') {
        await turnPushOff();
        setState('off');
      } else {
        const result = await turnPushOn(publicKey!);
        if (typeof result === 'object') setError(result.error);
        else setState(result);
      }
      await revalidate();
    } catch {
      setError('notifications.push.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="push" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="push-title">
      <h2 id="push-title" className="text-lg font-semibold text-slate-900">
        {t('notifications.push.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('notifications.push.intro')}</p>
      <div className="mt-3 flex flex-col gap-3" aria-live="polite">
        {!publicKey || state === 'unsupported' ? <p className="text-sm text-slate-800">{t('notifications.push.unsupported')}</p> : null}
        {publicKey && state === 'denied' ? <p className="text-sm text-slate-800">{t('notifications.push.denied')}</p> : null}
        {publicKey && (state === 'on' || state === 'off') ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold text-slate-900" data-testid="push-state">
              {t(state === 'on' ? 'notifications.push.on' : 'notifications.push.off')}
            </p>
            <button type="button" className={buttonClass(state === 'on' ? 'secondary' : 'primary', 'small')} disabled={busy} onClick={() => void toggle()}>
              {busy ? t('common.form.working') : t(state === 'on' ? 'notifications.push.turnOff' : 'notifications.push.turnOn')}
            </button>
          </div>
        ) : null}
        <noscript>
          <p className="text-sm text-slate-800">{t('notifications.push.needsScript')}</p>
        </noscript>
        {error ? <Notice tone="error">{t(error)}</Notice> : null}
      </div>
      <h3 className="mt-5 text-base font-semibold text-slate-900">{t('notifications.push.devices')}</h3>
      {devices.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('notifications.push.noDevices')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200" data-testid="push-devices">
          {devices.map((device) => (
            <PushDeviceItem key={device.id} device={device} thisDevice={device.fingerprint === fingerprint} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PushDeviceItem({ device, thisDevice }: { device: PushDeviceView; thisDevice: boolean }) {
  const t = useT();
  const { browser, system } = describeDevice(device.userAgent);
  const label = browser && system ? t('account.sessions.browserOn', { browser, system }) : (browser ?? system ?? t('account.sessions.unknownDevice'));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold text-slate-900">
          {label}
          {thisDevice ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('account.sessions.thisDevice')}</span> : null}
        </p>
        <p className="text-sm text-slate-700">
          {t('notifications.push.added')} <LocalTime value={device.createdAt} locale={t.locale} />
          {device.lastSuccessAt ? (
            <>
              {' · '}
              {t('notifications.push.lastPush')} <LocalTime value={device.lastSuccessAt} locale={t.locale} />
            </>
          ) : null}
        </p>
      </div>
      <FormKit intent="remove-device">
        <input type="hidden" name="device" value={device.id} />
        <SubmitButton tone="secondary" size="small" name="intent" value="remove-device">
          {t('notifications.push.remove')}
          <span className="sr-only"> {label}</span>
        </SubmitButton>
      </FormKit>
    </li>
  );
}
