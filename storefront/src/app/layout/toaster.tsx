import { Toaster } from '@kirana/ui-kit/toaster';

// A local module to load lazily: the toaster (and Radix's toast code) stays out of the
// first download, while the kit itself is imported statically like everywhere else.
export default Toaster;
