import { adminPolicy } from '../../platform/policy';

/**
 * Import runs (the 'import-run' subject): the admin shell's imports write market and data tables, so only
 * administrators start, preview or read them. The command line runs as the machine's operator and is not asked.
 */
export const importRunPolicy = adminPolicy('import-run', ['read', 'run']);
