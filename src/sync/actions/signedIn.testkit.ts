// Kept here for the action tests that import it; the kit itself lives beside the database.
export { freshDeviceSignedIn } from '../../db/device.testkit';
