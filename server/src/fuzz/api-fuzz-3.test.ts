import { describeApiFuzz } from './api-fuzz';

await describeApiFuzz(2, 3);
