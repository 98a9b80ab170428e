import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

/** The JSON a browser's `@simplewebauthn/browser` sends, as the server's passkey calls take it. */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  allowCredentials?: Array<{ id: string }>;
}

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/**
 * A passkey authenticator in software, for the API suite: real P-256 keys, real CBOR and real ES256
 * signatures over what WebAuthn signs, so the server's checks run as they do against a phone. The
 * browser tests use Chromium's own virtual authenticator.
 */
export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(
    readonly origin: string,
    /** Whether it verifies its holder (a PIN, a fingerprint), as passkey sign-in requires. */
    readonly verifiesUser = true,
  ) {}

  private get rpId() {
    return new URL(this.origin).hostname;
  }

  private flags(extra = 0) {
    return USER_PRESENT | (this.verifiesUser ? USER_VERIFIED : 0) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Makes a passkey for the question, as `startRegistration` would: the answer for add-passkey. */
  create(options: CreationOptions, origin = this.origin) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const coseKey = encodeCBOR(
      new Map<number, Uint8Array | number>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? this.rpId),
      Buffer.from([this.flags(ATTESTED_DATA)]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      coseKey,
    ]);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * Signs the question with one of its passkeys (the first allowed, or `which`), as
   * `startAuthentication` would; `counter` replays an older signature counter (a cloned key).
   */
  get(options: RequestOptions, which?: { index?: number; counter?: number; origin?: string }) {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const candidates = this.credentials.filter(
      (credential) => !allowed || allowed.length === 0 || allowed.includes(b64url(credential.id)),
    );
    const credential = candidates[which?.index ?? 0];
    if (!credential) throw new Error('No passkey of this authenticator is allowed');
    credential.counter = which?.counter ?? credential.counter + 1;
    const authenticatorData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([this.flags()]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, which?.origin ?? this.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
