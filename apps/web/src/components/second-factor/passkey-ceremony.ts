import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Why the browser gave no passkey: said to the person in these words' messages. */
export type PasskeyRefusal = 'cancelled' | 'unsupported' | 'alreadyAdded' | 'failed';
export type PasskeyOutcome<T> = { ok: true; answer: T } | { ok: false; refusal: PasskeyRefusal };

/** The browser's WebAuthn calls, loaded on first use so the login page does not carry them. */
const webauthn = () => import('@simplewebauthn/browser');

function refusalOf(error: unknown): PasskeyRefusal {
  const { name, code } = error as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'alreadyAdded';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return 'cancelled';
  return 'failed';
}

async function ceremony<T>(run: (module: Awaited<ReturnType<typeof webauthn>>) => Promise<T>) {
  const module = await webauthn();
  if (!module.browserSupportsWebAuthn()) return { ok: false, refusal: 'unsupported' } as const;
  try {
    return { ok: true, answer: await run(module) } as const;
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) } as const;
  }
}

/** Asks the browser for one of the person's passkeys (a phone, a security key, this device). */
export const askForPasskey = (
  options: PublicKeyCredentialRequestOptionsJSON,
): Promise<PasskeyOutcome<AuthenticationResponseJSON>> =>
  ceremony((module) => module.startAuthentication({ optionsJSON: options }));

/** Asks the browser to make a new passkey for the person. */
export const makePasskey = (
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<PasskeyOutcome<RegistrationResponseJSON>> =>
  ceremony((module) => module.startRegistration({ optionsJSON: options }));
