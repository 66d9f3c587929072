// For the back office's journeys: staff accounts made with the command line beside the running
// shop (decision 0734), TOTP codes computed as an authenticator app would, and a desk-sized browser.
// Journeys whose subject is not the login itself start signed in (`staffRole`): each worker makes
// one account per role and signs it in once, with password and TOTP, and every such journey opens
// its pages with that session's cookie (decision 0829).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { controlSocketPath, runThroughSocket } from '../../apps/api/src/admin/control-socket-client.ts';
import { baseURL } from '../playwright.config';
import { expect, inWatchedContext, serverDataDir, test as journeyTest } from './fixtures';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A computer at a shop's desk (issue 19: desk first). */
export const desk = {
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

/** `npm run admin -- <args>` on the journeys' DATA_DIR while their shop runs; `input` goes to standard input. */
export function adminCommand(args: string[], input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: serverDataDir() }, timeout: 120_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(input);
  });
}

const totp = new TOTP({ crypto: new NobleCryptoPlugin(), base32: new ScureBase32Plugin() });
const lastStep = new Map<string, number>();

/**
 * The code an authenticator app shows for the secret. A step the shop has accepted is never
 * accepted again, so a second code within the same 30 seconds is the next step's, which the shop
 * accepts as a clock one step ahead.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const step = Math.max(Math.floor(Date.now() / 30_000), (lastStep.get(secret) ?? -1) + 1);
  lastStep.set(secret, step);
  return totp.generate({ secret, epoch: step * 30 });
}

/** Logs in with e-mail and password on the login page that is open. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** On the enrolment page: reads the key under the QR code, confirms with a code, keeps the recovery codes. */
export async function enrolTotp(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page.getByRole('heading', { name: '二段階認証の設定' })).toBeVisible();
  await expect(page.getByRole('img', { name: '認証アプリで読み取る二段階認証のQRコード' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('確認コード').fill(await nextTotpCode(secret));
  await page.getByRole('button', { name: '設定する' }).click();
  const list = page.getByRole('list', { name: 'リカバリーコード' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  return { secret, recoveryCodes };
}

/** After enrolment: confirms the codes are kept and goes on into the back office. */
export async function keepRecoveryCodes(page: Page): Promise<void> {
  await page.getByLabel('リカバリーコードを保管しました').check();
  await page.getByRole('button', { name: '管理画面へ進む' }).click();
}

type StaffRole = 'staff' | 'owner';

/**
 * `staff add` run inside the running shop through its control socket, as `npm run admin` does,
 * without starting npm and the command line's whole module graph for each account.
 */
async function addStaff(email: string, password: string, role: StaffRole, name: string): Promise<void> {
  const argv = ['staff', 'add', '--email', email, '--role', role, '--name', name];
  const socket = controlSocketPath(serverDataDir());
  const result = await runThroughSocket(socket, argv, () => Promise.resolve(password));
  if (result?.exitCode !== 0) {
    throw new Error(`staff add ${email} through ${socket} failed: ${result?.output ?? 'no shop answered'}`);
  }
}

/**
 * A new staff member made beside the running shop, logged in on `page` with password and TOTP,
 * past the recovery codes: the back office's first screen is open.
 */
export async function loginAsNewStaff(
  page: Page,
  { name, role = 'staff' }: { name: string; role?: StaffRole },
): Promise<{ email: string; password: string }> {
  const clerk = {
    email: `staff-${randomUUID()}@sticker-lab.example.jp`,
    password: 'clerk2026desk',
  };
  await addStaff(clerk.email, clerk.password, role, name);
  await page.goto('/admin/');
  await submitLogin(page, clerk.email, clerk.password);
  await enrolTotp(page);
  await keepRecoveryCodes(page);
  await expect(page.getByRole('heading', { name: '今日の作業' })).toBeVisible();
  return clerk;
}

/** With the worker's staff session (`staffRole`): opens the back office's first screen, 今日の作業. */
export async function openBackOffice(page: Page): Promise<void> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: '今日の作業' })).toBeVisible();
}

/** A staff member signed in at the desk, and the session's cookie for new pages. */
export interface SignedInStaff {
  email: string;
  name: string;
  role: StaffRole;
  storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
}

const roleNames: Record<StaffRole, string> = { staff: '係員', owner: '店主' };

/** Makes a staff member and signs them in on a desk browser of their own, then keeps the cookie. */
async function signInOnce(browser: Browser, role: StaffRole, worker: number): Promise<SignedInStaff> {
  // One name per worker and role: the assignee lists show every staff member, by name.
  const name = `${roleNames[role]} ${worker + 1}`;
  const desktop = { ...desk, baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' };
  return inWatchedContext(browser, desktop, async (context) => {
    const { email } = await loginAsNewStaff(await context.newPage(), { name, role });
    return { email, name, role, storageState: await context.storageState() };
  });
}

/**
 * The journeys' `test` for the back office: with `test.use({ staffRole })` every page of the
 * journey opens signed in as that worker's staff member of the role, named by the `staff` fixture.
 * Without it (the default), pages open signed out, as the login journeys need.
 */
export const test = journeyTest.extend<
  { staffRole: StaffRole | undefined; staff: SignedInStaff },
  { signedInStaff: (role: StaffRole) => Promise<SignedInStaff> }
>({
  staffRole: [undefined, { option: true }],
  signedInStaff: [
    async ({ browser }, use, workerInfo) => {
      const made = new Map<StaffRole, Promise<SignedInStaff>>();
      await use((role) => {
        const signedIn = made.get(role) ?? signInOnce(browser, role, workerInfo.workerIndex);
        made.set(role, signedIn);
        return signedIn;
      });
    },
    { scope: 'worker' },
  ],
  staff: async ({ signedInStaff, staffRole }, use) => {
    if (!staffRole) throw new Error('the staff fixture needs test.use({ staffRole }) in the journey');
    await use(await signedInStaff(staffRole));
  },
  storageState: async ({ signedInStaff, staffRole, storageState }, use) => {
    await use(staffRole ? (await signedInStaff(staffRole)).storageState : storageState);
  },
});
