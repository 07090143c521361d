// After the whole e2e run: fails it, listing them, when the development mock's validating proxy
// refused any request or answer (a call to a path the contract does not have, a body or header it
// does not allow), including those no test's fixture saw (pages a test opened on its own).
import { contractViolations } from './support';

export default async function contractTeardown() {
  const refused = await contractViolations();
  if (refused.length) {
    throw new Error(`The contract refused ${refused.length} call(s) of the e2e run (mock/violations.ts):\n  ${refused.join('\n  ')}`);
  }
}
