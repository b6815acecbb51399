import 'reflect-metadata';
import { runMain, startService } from '@roadbook/platform';
import { blogService } from './blog-service';

runMain(() => startService(blogService));
