import { runScreenTests } from '../../test/screenSuite';

runScreenTests(__dirname);
