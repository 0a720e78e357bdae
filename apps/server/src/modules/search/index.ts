// The admin searches' shared step (who a search names), kept apart from the users module: the
// users module records to the audit log, and the audit log's search reads this, so neither may
// import the other. It imports no other module.
export { likeContains, usersNamedBy } from './named-users.repository.js';
