import { adminEmailTakenMessage } from '@parish/shared-types';
import { getRounds } from 'bcryptjs';
import { admins } from '../../tables';
import { createTestDatabase, type TestDatabase } from '../../../../testing/database';
import { unwrap } from '../../../../http/results';
import { findAdminByEmail } from '../repository';
import { createAdmin } from '../service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

describe('createAdmin (used by `npm run create-admin`)', () => {
  it('stores a lower-cased e-mail and a bcrypt hash of the given cost, and returns no hash', async () => {
    const admin = unwrap(
      await createAdmin(
        database.db,
        { email: ' Office@Parish.Example ', name: ' Office ', password: 'long-enough-1' },
        { passwordHashCost: 12 },
      ),
    );
    expect(admin).toEqual({
      id: expect.any(Number),
      email: 'office@parish.example',
      name: 'Office',
      roles: ['owner'],
    });
    const row = await findAdminByEmail(database.db, 'OFFICE@parish.example');
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(getRounds(row?.passwordHash ?? '')).toBe(12);
  });

  it("refuses a taken e-mail with 'Email {email} is already registered'", async () => {
    await expect(
      createAdmin(
        database.db,
        { email: 'office@parish.example', name: 'Again', password: 'long-enough-2' },
        { passwordHashCost: 4 },
      ).then(unwrap),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: adminEmailTakenMessage('office@parish.example'),
      fields: { email: 'Email office@parish.example is already registered' },
    });
    expect(await database.db.select().from(admins)).toHaveLength(1);
  });
});
