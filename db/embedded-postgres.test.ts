import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canReach } from './embedded-postgres.ts';

// The folders are the current user's; the account asking is another one, as `postgres` is for root.
const owner = process.getuid?.() ?? 0;
const stranger = { uid: owner + 4242, gid: 4242, groups: [4242] };

describe('whether the database account can reach a path', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'reach-'));
    await chmod(root, 0o755);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('a private folder above the path (a clone under /root, mode 700) keeps the account out', async () => {
    await mkdir(path.join(root, 'private/app/bin'), { recursive: true });
    await writeFile(path.join(root, 'private/app/bin/postgres'), '');
    await chmod(path.join(root, 'private/app/bin/postgres'), 0o755);
    await chmod(path.join(root, 'private'), 0o700);
    expect(await canReach(stranger, path.join(root, 'private/app/bin/postgres'), 'execute')).toBe(false);
    expect(await canReach(stranger, path.join(root, 'private/app/data'), 'enter')).toBe(false);
  });

  it('folders others may search, and an executable file, let it in', async () => {
    await mkdir(path.join(root, 'open/app/bin'), { recursive: true });
    await writeFile(path.join(root, 'open/app/bin/postgres'), '');
    await chmod(path.join(root, 'open/app/bin/postgres'), 0o755);
    await chmod(path.join(root, 'open'), 0o711);
    expect(await canReach(stranger, path.join(root, 'open/app/bin/postgres'), 'execute')).toBe(true);
    await chmod(path.join(root, 'open/app/bin/postgres'), 0o644);
    expect(await canReach(stranger, path.join(root, 'open/app/bin/postgres'), 'execute')).toBe(false);
  });

  it('the folder a path is in is not itself checked for "enter": the caller opens it', async () => {
    await mkdir(path.join(root, 'data'), { mode: 0o700 });
    await chmod(path.join(root, 'data'), 0o700);
    expect(await canReach(stranger, path.join(root, 'data'), 'enter')).toBe(true);
    expect(await canReach(stranger, path.join(root, 'data/postgres'), 'enter')).toBe(false);
  });

  it('group members get the group bits, the owner the owner bits', async () => {
    await mkdir(path.join(root, 'shared/app'), { recursive: true });
    await chmod(path.join(root, 'shared'), 0o710);
    const { gid } = await stat(path.join(root, 'shared'));
    expect(await canReach({ ...stranger, groups: [gid] }, path.join(root, 'shared/app/x'), 'enter')).toBe(true);
    expect(await canReach(stranger, path.join(root, 'shared/app/x'), 'enter')).toBe(false);
    expect(await canReach({ uid: owner, gid: 1, groups: [] }, path.join(root, 'shared/app/x'), 'enter')).toBe(true);
  });
});
