import { describeApiFuzz } from './api-fuzz';

await describeApiFuzz(0, 3);
