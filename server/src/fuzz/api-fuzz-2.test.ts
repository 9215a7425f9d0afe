import { describeApiFuzz } from './api-fuzz';

await describeApiFuzz(1, 3);
