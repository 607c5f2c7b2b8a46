import { installModuleReactions } from '../../module-list';

// Server tests that change a job's state without building the app still get the work that follows it
// (collection task, report PDF, webhook): the module list's reactions, installed as the app installs them.
installModuleReactions();
