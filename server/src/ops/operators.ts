import type { Db } from '../db/database';
import { createRoleTable, type RoleHolder } from '../db/role-table';

export type OperatorRow = RoleHolder;

/** Who may run releases from the console: a role on an ordinary account (docs/releases.md, "Console"). */
export function createOperators(db: Db) {
  const role = createRoleTable(db, 'operators');
  return { isOperator: role.holds, grant: role.grant, revoke: role.revoke, list: role.list };
}

export type Operators = ReturnType<typeof createOperators>;
