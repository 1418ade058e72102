import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileMailer } from './file-mailer';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('file mail forgets a deleted account’s emails (issue 36)', () => {
  it('removes the files of the given outbox ids and those to the address, and no one else’s', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rv-file-mail-'));
    const mailer = fileMailer({ dir, from: 'RentValue <no-reply@rentvalue.local>' });
    const ids = [
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000004',
    ] as const;
    const send = (id: string, to: string) => mailer.send({ id, to, subject: 'Hello', text: 'Words.' });
    await send(ids[0], 'Rita@Example.com');
    await send(ids[1], 'support@rentvalue.local');
    await send(ids[2], 'margarita@example.com');
    await send(ids[3], 'rita@example.com.evil');
    await mailer.forget({ ids: [ids[1]], to: 'rita@example.com' });
    const left = readdirSync(dir).map((name) => /-([0-9a-f-]{36})\.eml$/.exec(name)?.[1]);
    expect(left.sort()).toEqual([ids[2], ids[3]]);
    mailer.close();
  });
});
