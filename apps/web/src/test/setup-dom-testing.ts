import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what a render brings later (a lazy module, a fake socket's
// answer). Their default bound of one second was passed on a loaded machine with nothing wrong;
// five keep a real failure quick to see and a busy run green.
configure({ asyncUtilTimeout: 5000 });
