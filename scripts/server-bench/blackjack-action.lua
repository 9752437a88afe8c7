-- wrk script for scripts/bench-server: one blackjack game action per request, spread over many players.
--
--   BENCH_COOKIES=tokens.txt BENCH_THREADS=2 wrk -t2 -c256 -d10s --latency -s blackjack-action.lua http://HOST:PORT
--
-- BENCH_COOKIES names a file of `firstrun_player` tokens, one per line (scripts/server-bench/players.py create).
-- BENCH_THREADS must equal wrk's -t: thread k takes every BENCH_THREADS-th player, so no two threads share one.
-- Each thread cycles through its players; each player alternates `bet` 500 and `clear-bet`, so every request is
-- a successful write of the player's table (clear-bet always succeeds between rounds, and two requests of one
-- player in flight at once can at most stack two 500 bets, far under the table maximum).
-- done() prints one line for scripts:
--   BENCH requests=N seconds=S rps=R p50_us=U p90_us=U p99_us=U max_us=U non2xx=N connect=N read=N write=N timeout=N
-- and the first non-2xx response, if there was one.

local path = "/casino/api/games/blackjack/actions"
local bodies = { '{"action":"bet","amountCents":500}', '{"action":"clear-bet"}' }

local threads = {}
local thread_count = 0

function setup(thread)
   thread_count = thread_count + 1
   thread:set("id", thread_count)
   table.insert(threads, thread)
end

-- Per thread (each wrk thread has its own Lua state).
local requests = {} -- requests[i] = { bet request, clear-bet request } of the thread's i-th player
local next_action = {} -- 1 (bet) or 2 (clear-bet), per player
local player = 0
non2xx = 0
first_failure = ""

function init(args)
   local file_name = os.getenv("BENCH_COOKIES")
   local total = tonumber(os.getenv("BENCH_THREADS") or "1")
   assert(file_name, "set BENCH_COOKIES to a file of firstrun_player tokens")
   local file = assert(io.open(file_name, "r"))
   local index = 0
   for token in file:lines() do
      if token:match("^%x+$") then
         if index % total == (id - 1) % total then
            local headers = { ["Cookie"] = "firstrun_player=" .. token, ["Content-Type"] = "application/json" }
            local pair = {}
            for action = 1, 2 do
               pair[action] = wrk.format("POST", path, headers, bodies[action])
            end
            table.insert(requests, pair)
            table.insert(next_action, 1)
         end
         index = index + 1
      end
   end
   file:close()
   assert(#requests > 0, "no players for thread " .. id .. " in " .. file_name)
end

function request()
   player = player % #requests + 1
   local action = next_action[player]
   next_action[player] = 3 - action
   return requests[player][action]
end

function response(status, headers, body)
   if status < 200 or status > 299 then
      non2xx = non2xx + 1
      if first_failure == "" then
         first_failure = status .. " " .. (body or ""):sub(1, 200)
      end
   end
end

function done(summary, latency, _)
   local failures, failure = 0, ""
   for _, thread in ipairs(threads) do
      failures = failures + thread:get("non2xx")
      if failure == "" then failure = thread:get("first_failure") end
   end
   local seconds = summary.duration / 1e6
   local errors = summary.errors
   io.write(string.format(
      "BENCH requests=%d seconds=%.3f rps=%.1f p50_us=%d p90_us=%d p99_us=%d max_us=%d non2xx=%d connect=%d read=%d write=%d timeout=%d\n",
      summary.requests, seconds, summary.requests / seconds, latency:percentile(50), latency:percentile(90),
      latency:percentile(99), latency.max, failures, errors.connect, errors.read, errors.write, errors.timeout))
   if failure ~= "" then
      io.write("BENCH first non-2xx: " .. failure:gsub("\n", " ") .. "\n")
   end
end
