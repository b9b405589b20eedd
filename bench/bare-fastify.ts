/**
 * The yardstick of the submission benchmark: a bare Fastify answering `{}`, in its own process like the
 * real server, so the ratio shows what our whole transaction costs over the framework's floor.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.post("/", async () => ({}));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.stdout.write("ready\n");
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
