import { buildProgram } from './program';

void buildProgram().parseAsync(process.argv);
