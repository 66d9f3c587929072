// Sample requests, estimate requests and contact messages. Persistence first (decision 0440): the
// request, its files' records and both mails are written in one transaction, so what a visitor
// sent is stored before any mail is tried, and the queue retries a mail that fails.
import type { ContactForm, SampleRequest } from '@shop/domain/forms';
import { estimateSampleFileSchema, extensionOf, ESTIMATE_SAMPLE_MAX_MEGABYTES } from '@shop/domain/forms';
import { requestMessages, validationMessages } from '@shop/domain/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError, badRequest, unprocessable } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import type { Transaction } from '../../db/client.ts';
import { parseEstimateForm } from './estimate-form.ts';
import type { EstimateMultipart, ReceivedFile } from './estimate-multipart.ts';
import { detectFileKind, KIND_MIME_TYPES, kindMatchesExtension, type FileKind } from '../../lib/file-kind.ts';
import {
  contactMails,
  estimateRequestMails,
  receiptNumber,
  sampleRequestMails,
  type MailContext,
} from './mails.ts';
import {
  findSampleProducts,
  insertContactMessage,
  insertEstimateRequest,
  insertRequestFiles,
  insertSampleRequest,
} from './queries.ts';

export interface Visitor {
  userId: number | null;
  ip: string;
}

export interface Receipt {
  /** S-000123: quoted in both mails. */
  receiptNumber: string;
}

function mailContext(app: FastifyInstance, receipt: string, receivedAt: Date): MailContext {
  return { publicUrl: app.config.publicUrl, staffEmail: app.config.shopStaffEmail, receivedAt, receipt };
}

async function queueAll(tx: Transaction, mails: readonly OutgoingMail[], now: Date): Promise<void> {
  for (const mail of mails) await enqueueMail(tx, mail, now);
}

export async function createSampleRequest(
  app: FastifyInstance,
  form: SampleRequest,
  visitor: Visitor,
): Promise<Receipt> {
  const found = await findSampleProducts(app.db, form.sampleList);
  const nameById = new Map(found.map((product) => [product.id, product.name]));
  const samples = form.sampleList.flatMap((id) => {
    const name = nameById.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  if (samples.length !== form.sampleList.length) {
    throw unprocessable({ sampleList: requestMessages.sampleNotOffered });
  }
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const id = await insertSampleRequest(tx, { ...visitor, samples, form, createdAt: now });
    const receipt = receiptNumber('sample', id);
    await queueAll(
      tx,
      sampleRequestMails(mailContext(app, receipt, now), { form, sampleNames: samples.map((s) => s.name) }),
      now,
    );
    return { receiptNumber: receipt };
  });
}

export async function createContactMessage(
  app: FastifyInstance,
  form: ContactForm,
  visitor: Visitor,
): Promise<Receipt> {
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, { ...visitor, form, createdAt: now });
    const receipt = receiptNumber('contact', id);
    await queueAll(tx, contactMails(mailContext(app, receipt, now), form), now);
    return { receiptNumber: receipt };
  });
}

interface CheckedFile {
  file: ReceivedFile;
  kind: FileKind;
}

/** Size, emptiness, name and content of each file; the problems by field. */
async function checkFiles(files: readonly ReceivedFile[]): Promise<{
  checked: CheckedFile[];
  errors: Record<string, string>;
  tooLarge: boolean;
}> {
  const errors: Record<string, string> = {};
  const checked: CheckedFile[] = [];
  let tooLarge = false;
  for (const file of files) {
    if (file.tooLarge) {
      tooLarge = true;
      errors[file.field] = validationMessages.fileTooLarge(ESTIMATE_SAMPLE_MAX_MEGABYTES);
      continue;
    }
    if (file.staged.byteSize === 0) {
      errors[file.field] = requestMessages.fileEmpty;
      continue;
    }
    const named = estimateSampleFileSchema.safeParse({ name: file.originalName, size: file.staged.byteSize });
    if (!named.success) {
      errors[file.field] = named.error.issues[0]?.message ?? validationMessages.fileType;
      continue;
    }
    const kind = await detectFileKind(file.staged.head);
    if (!kindMatchesExtension(kind, extensionOf(file.originalName))) {
      errors[file.field] = requestMessages.fileContent;
      continue;
    }
    checked.push({ file, kind });
  }
  return { checked, errors, tooLarge };
}

/**
 * An estimate request read from its multipart body. The staged files are committed when the
 * request is accepted and removed otherwise (a refused or failed request leaves no file behind).
 */
export async function createEstimateRequest(
  app: FastifyInstance,
  received: EstimateMultipart,
  visitor: Visitor,
): Promise<Receipt> {
  const store = app.fileStore;
  const staged = received.files.map((file) => file.staged);
  const storageKeys: string[] = [];
  try {
    const parsedForm = parseEstimateForm(received.json);
    const files = await checkFiles(received.files);
    const errors = { ...(parsedForm.success ? {} : parsedForm.errors), ...received.errors, ...files.errors };
    if (files.tooLarge)
      throw new HttpError(413, validationMessages.fileTooLarge(ESTIMATE_SAMPLE_MAX_MEGABYTES), errors);
    if (!parsedForm.success || Object.keys(errors).length > 0) throw badRequest(errors);
    const form = parsedForm.form;

    // Files are in place before the rows that point at them are committed.
    const kept: (CheckedFile & { storageKey: string })[] = [];
    for (const checked of files.checked) {
      const storageKey = await store.commit(checked.file.staged, 'requests');
      storageKeys.push(storageKey);
      kept.push({ ...checked, storageKey });
    }
    const now = app.now();
    return await app.db.transaction(async (tx) => {
      const id = await insertEstimateRequest(tx, {
        ...visitor,
        form: {
          ...form,
          files: files.checked.map(({ file }) => ({ field: file.field, name: file.originalName })),
        },
        createdAt: now,
      });
      await insertRequestFiles(
        tx,
        kept.map(({ file, kind, storageKey }) => ({
          estimateRequestId: id,
          userId: visitor.userId,
          storageKey,
          originalName: file.originalName,
          mimeType: KIND_MIME_TYPES[kind],
          byteSize: file.staged.byteSize,
          createdAt: now,
        })),
      );
      const receipt = receiptNumber('estimate', id);
      const fileNames = files.checked.map(
        ({ file }) => `${file.originalName}（${formatBytes(file.staged.byteSize)}）`,
      );
      await queueAll(tx, estimateRequestMails(mailContext(app, receipt, now), form, fileNames), now);
      return { receiptNumber: receipt };
    });
  } catch (error) {
    await Promise.all([
      ...staged.map((file) => store.discard(file)),
      ...storageKeys.map((key) => store.remove(key)),
    ]);
    throw error;
  }
}

/** 2.4 MB, 512 KB: how a file's size reads in a mail. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
